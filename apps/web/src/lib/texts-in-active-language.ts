import { i18n, type MessageDescriptor } from '@lingui/core';

/**
 * Texts written once as `msg` descriptors, read as plain strings: each key reads its text in the
 * language active at that moment. For the shell's tables that screens read while they render (the
 * roles as select options, an attendance status as a chart's label), so that they follow a change of
 * language at the next render, as the screen's own texts do.
 */
export function textsInActiveLanguage<K extends string>(
  descriptors: Readonly<Record<K, MessageDescriptor>>,
): Readonly<Record<K, string>> {
  const texts: Partial<Record<K, string>> = {};
  for (const key of Object.keys(descriptors) as K[]) {
    Object.defineProperty(texts, key, { enumerable: true, get: () => i18n._(descriptors[key]) });
  }
  return texts as Readonly<Record<K, string>>;
}
