/**
 * The help assistant's rules (spec §1 seven numbered topics; §3 chat message; §5 chat input:
 * digits only, at most 3 characters, unknown number → 'Please enter a correct question number',
 * blank ignored; §9 chat reply delay 300 ms, 7 guide topics). Staff get the seven topics of spec
 * §1; students their own five (issue 18 item 7: enrolling, QR sign-in, 我的学时, declaring, appeals).
 * Pure functions, no React.
 */

type Translate = (key: string, options?: Record<string, unknown>) => string;

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

/** Whose topics the assistant offers: the staff's seven (spec §1) or the students' five (issue 18 item 7). */
export type TopicSet = 'staff' | 'student';

/** Per set: the topic numbers and the catalogue keys of its greeting, hint and topics. */
export const TOPIC_SETS: Record<TopicSet, { numbers: readonly number[]; greeting: string; hint: string; topics: string }> = {
  staff: { numbers: TOPIC_NUMBERS, greeting: 'assistant.greeting', hint: 'assistant.hint', topics: 'assistant.topics' },
  student: { numbers: [1, 2, 3, 4, 5], greeting: 'assistant.student_greeting', hint: 'assistant.student_hint', topics: 'assistant.student_topics' },
};

/**
 * What the input keeps of typed or pasted text: its digits, the first three.
 * @example sanitizeChatInput('1a2b34') → '123'; sanitizeChatInput('４') → '' (only ASCII digits)
 */
export function sanitizeChatInput(raw: string): string {
  return raw.replace(/[^0-9]/g, '').slice(0, CHAT_INPUT_MAX);
}

/**
 * The topic of `set` a sent text asks for, or null for any other number. Leading zeros are read as
 * the number ('03' → 3): the input is a number, not a code.
 */
export function topicOf(text: string, set: TopicSet = 'staff'): number | null {
  const t = text.trim();
  if (!/^[0-9]+$/.test(t)) return null;
  const n = Number(t);
  return TOPIC_SETS[set].numbers.includes(n) ? n : null;
}

/** The i18n key of the robot's answer to a sent text. */
export function replyKeyFor(text: string, set: TopicSet = 'staff'): string {
  const topic = topicOf(text, set);
  return topic === null ? 'assistant.unknown' : `${TOPIC_SETS[set].topics}.${topic}.answer`;
}

/** The robot's greeting: the set's greeting line, then one 'N. title：scope' line per topic. */
export function greetingText(translate: Translate, set: TopicSet): string {
  const { greeting, numbers, topics } = TOPIC_SETS[set];
  const lines = numbers.map((no) =>
    translate('assistant.topic_line', { no, title: translate(`${topics}.${no}.title`), scope: translate(`${topics}.${no}.scope`) }),
  );
  return [translate(greeting), ...lines].join('\n');
}

/** 'HH:mm' of a date, for a message's time. */
export function clockTime(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}
