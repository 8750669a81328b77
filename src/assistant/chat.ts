/**
 * The help assistant's rules (spec §1 seven numbered topics; §3 chat message; §5 chat input:
 * digits only, at most 3 characters, unknown number → 'Please enter a correct question number',
 * blank ignored; §9 chat reply delay 300 ms, 7 guide topics). Pure functions, no React.
 */

/** Spec §3 chat message. `time` is 'HH:mm' of the local clock. */
export interface ChatMessage {
  id: number;
  sender: 'robot' | 'user';
  time: string;
  text: string;
}

/** Spec §9: the robot answers 300 ms after the user sends. */
export const REPLY_DELAY_MS = 300;
/** Spec §5: at most 3 characters in the chat input. */
export const CHAT_INPUT_MAX = 3;
/** Spec §9: seven guide topics, numbered 1..7. */
export const TOPIC_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * What the input keeps of typed or pasted text: its digits, the first three.
 * @example sanitizeChatInput('1a2b34') → '123'; sanitizeChatInput('４') → '' (only ASCII digits)
 */
export function sanitizeChatInput(raw: string): string {
  return raw.replace(/[^0-9]/g, '').slice(0, CHAT_INPUT_MAX);
}

/**
 * The topic a sent text asks for, or null for any other number. Leading zeros are read as the
 * number ('03' → 3): the input is a number, not a code.
 */
export function topicOf(text: string): number | null {
  const t = text.trim();
  if (!/^[0-9]+$/.test(t)) return null;
  const n = Number(t);
  return (TOPIC_NUMBERS as readonly number[]).includes(n) ? n : null;
}

/** The i18n key of the robot's answer to a sent text. */
export function replyKeyFor(text: string): string {
  const topic = topicOf(text);
  return topic === null ? 'assistant.unknown' : `assistant.topics.${topic}.answer`;
}

/** 'HH:mm' of a date, for a message's time. */
export function clockTime(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}
