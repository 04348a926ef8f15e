import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema';
import { createCourse, enrolIn } from '../helpers/courses';
import { type ReceivedMail, readMail } from '../helpers/smtp-sink';
import { type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';

/*
 * What the server writes for someone to read outside a failure: an email or a notification in its
 * recipient's saved language (users.language, else English), a download in its requester's.
 */

const t = useTestApp({ TIME_ZONE: 'Asia/Kolkata' });
const { asha, ben, teacher } = useSignedInUsers(t, {
  asha: ['student', { name: 'Asha', language: 'hi' }],
  ben: ['student', { name: 'Ben' }],
  teacher: ['teacher', { name: 'Tara' }],
});

/** The first email to `address` whose decoded subject is `subject`, once the outbox has sent everything. */
async function mailTo(address: string, subject: string): Promise<{ subject: string; text: string }> {
  await t.app.outbox.drain();
  const matches = (mail: ReceivedMail) => mail.to.includes(address) && readMail(mail).subject === subject;
  return readMail(await t.mail.waitFor(matches));
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

const ask = (method: 'GET' | 'POST' | 'PUT', url: string, as: TestUser | null, payload?: object, language?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...as?.headers, ...(language === undefined ? {} : { 'accept-language': language }) },
    ...(payload === undefined ? {} : { payload }),
  });

describe('emails', () => {
  it('send a Hindi reader’s password-reset code in Hindi, and an English reader’s in English as ever', async () => {
    expect((await ask('POST', '/api/auth/forgot-password', null, { email: asha.email })).statusCode).toBe(200);
    const hindi = await mailTo(asha.email, 'आपका Tutorium सत्यापन कोड');
    const code = codeIn(hindi.text);
    expect(hindi.text).toContain(
      [
        `आपका Tutorium सत्यापन कोड ${code} है।`,
        '',
        'यह 10 मिनट में समाप्त हो जाएगा और केवल एक बार काम करेगा।',
        'अगर आपने पासवर्ड रीसेट करने के लिए नहीं कहा था, तो आप इस ईमेल को अनदेखा कर सकते हैं।',
      ].join('\n'),
    );
    // The code in the Hindi text is the one that works.
    const verified = await ask('POST', '/api/auth/verify-reset-code', null, {
      email: asha.email,
      verificationCode: code,
    });
    expect(verified.statusCode).toBe(200);

    expect((await ask('POST', '/api/auth/forgot-password', null, { email: ben.email })).statusCode).toBe(200);
    const english = await mailTo(ben.email, 'Your Tutorium verification code');
    expect(english.text).toContain(`Your Tutorium verification code is ${codeIn(english.text)}.`);
    expect(english.text).toContain('It expires in 10 minutes and works once.');
  });

  it('send an email change’s confirmation and the old address’s notice in the account’s language', async () => {
    const newAddress = `asha-new-${Date.now()}@example.test`;
    const changed = await ask('PUT', '/api/users/profile', asha, { email: newAddress, currentPassword: asha.password });
    expect(changed.statusCode, changed.body).toBe(200);
    const confirmation = await mailTo(newAddress, 'Tutorium के लिए अपने नए ईमेल पते की पुष्टि करें');
    expect(confirmation.text).toContain(`आपका Tutorium पुष्टि कोड ${codeIn(confirmation.text)} है।`);
    expect(confirmation.text).toContain(
      `${newAddress} को Asha के Tutorium खाते का ईमेल पता बनाने के लिए यह कोड सेटिंग्स में डालें, या यह लिंक खोलें:`,
    );
    const notice = await mailTo(asha.email, 'आपके Tutorium खाते का ईमेल पता बदला जा रहा है');
    expect(notice.text).toContain(
      `Asha के Tutorium खाते में साइन इन किए हुए किसी व्यक्ति ने उसका ईमेल पता बदलकर ${newAddress} करने को कहा है।`,
    );
  });

  it('send a new account’s confirmation in the language it signed up in', async () => {
    const email = `nisha-${Date.now()}@example.test`;
    const registered = await ask(
      'POST',
      '/api/auth/register',
      null,
      { name: 'Nisha', email, phone: '+91 98765 43210', password: 'a long password', role: 'student' },
      'hi-IN,hi;q=0.9,en;q=0.8',
    );
    expect(registered.statusCode, registered.body).toBe(201);
    const mail = await mailTo(email, 'Tutorium के लिए अपने ईमेल पते की पुष्टि करें');
    expect(mail.text).toContain(`साइन इन करने के बाद यह कोड बैनर में डालें, या ${email} की पुष्टि के लिए यह लिंक खोलें:`);
  });
});

describe('notifications', () => {
  it('write the same news in each recipient’s language, its time in their locale', async () => {
    const course = await createCourse(t, teacher, { title: 'Optics' });
    await enrolIn(t, asha, course.id);
    await enrolIn(t, ben, course.id);
    const scheduled = await ask('POST', '/api/live-classes', teacher, {
      title: 'Lenses',
      courseId: course.id,
      subject: 'Physics',
      startsAt: '2030-06-10T09:30:00Z',
      durationMinutes: 30,
      meetingLink: 'https://meet.example.test/lenses',
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const noticeOf = async (student: TestUser) =>
      (
        await t.db
          .select({ title: notifications.title, body: notifications.body })
          .from(notifications)
          .where(and(eq(notifications.userId, student.id), eq(notifications.kind, 'class_scheduled')))
      )[0];
    expect(await noticeOf(asha)).toEqual({
      title: 'नई लाइव कक्षा',
      body: '"Lenses" (Optics) सोम, 10 जून, 3:00 pm IST (Asia/Kolkata) के लिए तय की गई है।',
    });
    expect(await noticeOf(ben)).toEqual({
      title: 'New live class',
      body: '"Lenses" (Optics) is scheduled for Mon, Jun 10, 3:00 PM GMT+5:30 (Asia/Kolkata).',
    });
  });
});

describe('downloads', () => {
  it('write a CSV’s headings in the requester’s language: Accept-Language, else English', async () => {
    const course = await createCourse(t, teacher, { title: 'Registers' });
    const attendance = `/api/attendance/export/${course.id}`;
    const inHindi = await ask('GET', attendance, teacher, undefined, 'hi');
    expect(inHindi.statusCode).toBe(200);
    const hindiLines = inHindi.body.trim().split('\n');
    expect(hindiLines[0]).toBe('तारीख,विद्यार्थी,ईमेल,स्थिति,टिप्पणी,किसने दर्ज की');
    expect(hindiLines).toContain('सारांश');
    expect(hindiLines).toContain('विद्यार्थी,ईमेल,कुल,उपस्थित,अनुपस्थित,देर से,छुट्टी स्वीकृत,उपस्थिति');
    const inEnglish = await ask('GET', attendance, teacher);
    expect(inEnglish.body.trim().split('\n')[0]).toBe('Date,Student,Email,Status,Remarks,Marked By');

    const performance = '/api/analytics/performance/export?timeZone=UTC';
    const hindiCsv = await ask('GET', performance, teacher, undefined, 'hi');
    expect(hindiCsv.body.split('\n')[0]).toBe(
      'विद्यार्थी,ईमेल,कोर्स,उपस्थिति,उपस्थिति रिकॉर्ड,प्रगति,अंक,ग्रेड,अंतिम गतिविधि (UTC)',
    );
    const englishCsv = await ask('GET', performance, teacher);
    expect(englishCsv.body.split('\n')[0]).toBe(
      'Student,Email,Course,Attendance,Attendance records,Progress,Score,Grade,Last activity (UTC)',
    );
  });
});
