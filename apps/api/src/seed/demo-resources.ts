import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { CourseCategory } from '@tutorium/contract/courses';
import { eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { courses, lessonResources, lessons, resources } from '../db/schema';
import { storeUpload } from '../modules/resources/public';
import type { FileStorage } from '../platform/storage/file-storage';
import { docxDocument, epubBook, pdfDocument } from './sample-files';

/**
 * A file of the demo library and its content, in one of the formats below: the document's title is
 * the resource's title, and its file name is made from the title.
 */
type DemoResource = {
  title: string;
  description: string;
  category: CourseCategory;
  uploader: string;
} & ({ pdf: string[] } | { docx: string[] } | { epub: { heading: string; text: string }[] } | { webm: URL });

async function demoFile(resource: DemoResource): Promise<{ fileName: string; buffer: Buffer }> {
  const name = resource.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  if ('pdf' in resource) return { fileName: `${name}.pdf`, buffer: pdfDocument(resource.title, resource.pdf) };
  if ('docx' in resource) return { fileName: `${name}.docx`, buffer: docxDocument(resource.title, resource.docx) };
  if ('epub' in resource) return { fileName: `${name}.epub`, buffer: epubBook(resource.title, resource.epub) };
  return { fileName: `${name}.webm`, buffer: await readFile(resource.webm) };
}

const demoResources: DemoResource[] = [
  {
    title: 'Algebra Formula Sheet',
    description: 'Every identity, factoring pattern and quadratic trick on a single printable page.',
    category: 'Mathematics',
    uploader: 'teacher@tutorium.test',
    pdf: [
      '(a + b)^2 = a^2 + 2ab + b^2',
      '(a - b)^2 = a^2 - 2ab + b^2',
      'a^2 - b^2 = (a + b)(a - b)',
      'Quadratic formula: x = (-b +/- sqrt(b^2 - 4ac)) / 2a',
      'Slope of a line: m = (y2 - y1) / (x2 - x1)',
    ],
  },
  {
    title: 'Kinematics Cheat Sheet',
    description: 'The four equations of motion with worked examples for projectile problems.',
    category: 'Physics',
    uploader: 'hiroshi.tanaka@tutorium.test',
    pdf: [
      'v = u + at',
      's = ut + (1/2)at^2',
      'v^2 = u^2 + 2as',
      's = (u + v)t / 2',
      'Projectile range: R = u^2 sin(2 theta) / g',
    ],
  },
  {
    title: 'Python Quick Reference',
    description: 'A short eBook on Python syntax: variables, loops, functions and files.',
    category: 'Programming',
    uploader: 'daniel.okafor@tutorium.test',
    epub: [
      { heading: 'Variables', text: 'Names point at values: total = 3 + 4. Strings use quotes: name = "Ada".' },
      { heading: 'Loops', text: 'for item in items: print(item). while count < 10: count += 1.' },
      { heading: 'Functions', text: 'def area(width, height): return width * height.' },
    ],
  },
  {
    title: 'Spanish Travel Phrasebook',
    description: 'Greetings, directions and restaurant phrases with pronunciation hints.',
    category: 'Languages',
    uploader: 'elena.garcia@tutorium.test',
    epub: [
      { heading: 'Greetings', text: 'Hola (OH-lah): hello. Buenos días: good morning. ¿Qué tal?: how are you?' },
      { heading: 'Directions', text: '¿Dónde está la estación?: where is the station? A la derecha: to the right.' },
      { heading: 'At the restaurant', text: 'La cuenta, por favor: the bill, please. Sin gluten: gluten free.' },
    ],
  },
  {
    title: 'Business Plan Template',
    description: 'A fill-in-the-blanks Word template for a one-page startup business plan.',
    category: 'Business',
    uploader: 'amara.nwosu@tutorium.test',
    docx: [
      'Problem: who has it, and how do they solve it today?',
      'Solution: what you offer and why it is better.',
      'Customers: the first hundred, and how you will reach them.',
      'Money: price, costs and the month you break even.',
    ],
  },
  {
    title: 'Lab Report Template',
    description: 'A structured Word template for school science lab reports.',
    category: 'Science',
    uploader: 'sofia.rossi@tutorium.test',
    docx: [
      'Aim: what question does the experiment answer?',
      'Hypothesis: what do you expect, and why?',
      'Method: materials and numbered steps.',
      'Results: a table of measurements and a graph.',
      'Conclusion: was the hypothesis supported?',
    ],
  },
  {
    title: 'Welcome to Tutorium',
    description: 'A short video tour: find a teacher, enrol in a course and join your first live class.',
    category: 'Programming',
    uploader: 'daniel.okafor@tutorium.test',
    webm: new URL('./files/intro-to-tutorium.webm', import.meta.url),
  },
];

/** Stores the demo library's files the way uploads are stored, then their rows. */
export async function seedDemoResources(
  db: Database,
  storage: FileStorage,
  uploaderIds: Map<string, string>,
): Promise<void> {
  const rows = [];
  for (const resource of demoResources) {
    const { fileName, buffer } = await demoFile(resource);
    const file = await storeUpload(storage, Readable.from([buffer]), { fileName, mimeType: '' }, buffer.length);
    rows.push({
      title: resource.title,
      description: resource.description,
      category: resource.category,
      ...file,
      uploadedBy: uploaderIds.get(resource.uploader) ?? '',
    });
  }
  await db.insert(resources).values(rows);
  await attachToLessons(db);
}

/**
 * Each course's "Core ideas" lesson (the second) carries its category's first document from the
 * library, so students have attachments to download or keep offline. Videos stay in the library.
 */
async function attachToLessons(db: Database): Promise<void> {
  const documents = await db
    .select({ id: resources.id, category: resources.category })
    .from(resources)
    .where(ne(resources.type, 'video'))
    .orderBy(resources.title);
  const firstOfCategory = new Map<string, string>();
  for (const document of documents) {
    if (!firstOfCategory.has(document.category)) firstOfCategory.set(document.category, document.id);
  }
  const coreLessons = await db
    .select({ lessonId: lessons.id, category: courses.category })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessons.position, 2));
  const links = coreLessons.flatMap(({ lessonId, category }) => {
    const resourceId = firstOfCategory.get(category);
    return resourceId === undefined ? [] : [{ lessonId, resourceId }];
  });
  if (links.length > 0) await db.insert(lessonResources).values(links);
}
