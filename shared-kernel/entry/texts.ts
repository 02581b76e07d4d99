/**
 * The words of an enrollment link's first screen that are known before the enrollment is: its
 * title, what Hearth offers and the opt-out keywords. The host paints them before any code has
 * arrived (shell.ts) and the patient area's catalogues take them from here, so the two never
 * differ. One module per language (Spanish in textsEs.ts), so a page takes only the one it shows.
 */
export const ENTRY_TEXTS_EN = {
  title: 'Welcome to Hearth',
  intro: 'Your care team invited you to Hearth, a simple way to stay in touch with them between visits.',
  chat: 'Message your care team by text or secure chat.',
  reminders: 'Get reminders and education chosen for you.',
  stop: 'Reply Stop at any time to stop messages, and Start to receive them again.',
} as const;

export type EntryTexts = Readonly<Record<keyof typeof ENTRY_TEXTS_EN, string>>;
