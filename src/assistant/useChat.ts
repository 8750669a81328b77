/**
 * The assistant's conversation: the messages (spec §3 chat message), the robot's greeting with the
 * topics of `set` on first open (staff: the seven of spec §1; students: their five, issue 18 item 7),
 * and `send`, which ignores blank text and answers after 300 ms (§9).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { REPLY_DELAY_MS, clockTime, greetingText, replyKeyFor, type ChatMessage, type TopicSet } from './chat';

export function useChat(set: TopicSet = 'staff') {
  const translate = useTranslate();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const nextId = useRef(1);
  const greeted = useRef(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const push = useCallback((sender: ChatMessage['sender'], text: string) => {
    const message: ChatMessage = { id: nextId.current++, sender, time: clockTime(new Date()), text };
    setMessages((list) => [...list, message]);
  }, []);

  /** The greeting and the numbered topics, once per conversation. */
  const greet = useCallback(() => {
    if (greeted.current) return;
    greeted.current = true;
    push('robot', greetingText(translate, set));
  }, [push, translate, set]);

  /** Sends `raw` as the user; blank text is ignored (returns false). The reply follows after REPLY_DELAY_MS. */
  const send = useCallback(
    (raw: string): boolean => {
      const text = raw.trim();
      if (!text) return false;
      push('user', text);
      timers.current.push(setTimeout(() => push('robot', translate(replyKeyFor(text, set))), REPLY_DELAY_MS));
      return true;
    },
    [push, translate, set],
  );

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  return { messages, greet, send };
}
