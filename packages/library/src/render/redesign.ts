/**
 * What a redesign (`Redesign`, an app profile's `redesign`) does to an app's content: its sections in
 * their new order and its headlines moved on. The pipeline applies the rest: the navigation's style
 * (`chrome`), the header's links and the reworded texts (`screen.ts`).
 */
import type { AppContent, Redesign } from './content.js';

/** `items` moved `shift` places to the left, the first ones going to the end. */
export function rotated<T>(items: readonly T[], shift: number): T[] {
  if (items.length === 0) return [];
  const by = ((shift % items.length) + items.length) % items.length;
  return [...items.slice(by), ...items.slice(0, by)];
}

/** The app's content as its redesign shows it: its sections and headlines in their new order. */
export function redesignedContent(content: AppContent, redesign: Redesign): AppContent {
  return {
    ...content,
    sections: redesign.sections,
    headlines: rotated(content.headlines, redesign.headlineShift),
  };
}
