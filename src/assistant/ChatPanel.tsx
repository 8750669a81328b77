/**
 * The chat panel of 团学助手: header, the conversation (robot left, user right, each with its time),
 * the topic numbers of the user's set as quick replies (staff seven, students five), and the number input (spec §5: digits only — other
 * characters are dropped as typed — at most 3; Enter or 发送 sends; blank is not sent).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { Avatar, Box, Chip, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CHAT_INPUT_MAX, TOPIC_SETS, sanitizeChatInput, type ChatMessage, type TopicSet } from './chat';

function Bubble({ message }: { message: ChatMessage }) {
  const translate = useTranslate();
  const mine = message.sender === 'user';
  return (
    <Stack
      direction="row"
      spacing={1}
      data-testid="chat-message"
      data-sender={message.sender}
      sx={{ justifyContent: mine ? 'flex-end' : 'flex-start', alignItems: 'flex-start' }}
    >
      {mine ? null : (
        <Avatar sx={{ width: 28, height: 28, bgcolor: 'primary.main' }}>
          <SupportAgentOutlined sx={{ fontSize: 18 }} />
        </Avatar>
      )}
      <Box sx={{ maxWidth: '82%', minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ textAlign: mine ? 'right' : 'left', mb: 0.25 }}>
          {translate(mine ? 'assistant.me' : 'assistant.robot')} {message.time}
        </Typography>
        <Typography
          variant="body2"
          data-testid="chat-text"
          sx={{
            px: 1.5,
            py: 1,
            borderRadius: 2,
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
            lineHeight: 1.7,
            bgcolor: mine ? 'primary.main' : 'grey.100',
            color: mine ? 'primary.contrastText' : 'text.primary',
            borderTopRightRadius: mine ? 4 : undefined,
            borderTopLeftRadius: mine ? undefined : 4,
          }}
        >
          {message.text}
        </Typography>
      </Box>
    </Stack>
  );
}

export function ChatPanel({ messages, onSend, onClose, set = 'staff' }: { messages: ChatMessage[]; onSend: (text: string) => boolean; onClose: () => void; set?: TopicSet }) {
  const translate = useTranslate();
  const topics = TOPIC_SETS[set];
  const [text, setText] = useState('');
  const log = useRef<HTMLDivElement>(null);

  // Follow the conversation; a reply taller than the log is shown from its first line.
  useEffect(() => {
    const box = log.current;
    const last = box?.lastElementChild as HTMLElement | null | undefined;
    if (!box || !last) return;
    box.scrollTop = last.offsetHeight > box.clientHeight ? last.offsetTop - box.offsetTop - 8 : box.scrollHeight;
  }, [messages.length]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (onSend(text)) setText('');
  };

  return (
    <Paper
      role="dialog"
      aria-label={translate('assistant.name')}
      elevation={8}
      sx={{
        position: 'fixed',
        zIndex: (t) => t.zIndex.modal - 1,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        // A phone gets the full width of the screen; a desktop a panel above the button.
        left: { xs: 0, sm: 'auto' },
        right: { xs: 0, sm: 24 },
        bottom: { xs: 0, sm: 88 },
        width: { xs: '100%', sm: 380 },
        height: { xs: '78vh', sm: 560 },
        maxHeight: { sm: 'calc(100vh - 120px)' },
        borderRadius: { xs: '12px 12px 0 0', sm: 3 },
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, py: 1.25, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <SupportAgentOutlined />
        <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          {translate('assistant.name')}
        </Typography>
        <IconButton size="small" color="inherit" onClick={onClose} aria-label={translate('assistant.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box ref={log} aria-live="polite" data-testid="chat-log" sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', p: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {messages.map((m) => (
          <Bubble key={m.id} message={m} />
        ))}
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider', px: 1.5, pt: 1, pb: 1.5 }}>
        <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', mb: 1 }}>
          {topics.numbers.map((no) => (
            <Chip
              key={no}
              size="small"
              variant="outlined"
              color="primary"
              clickable
              label={`${no} ${translate(`${topics.topics}.${no}.title`)}`}
              onClick={() => onSend(String(no))}
            />
          ))}
        </Stack>
        <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            fullWidth
            value={text}
            placeholder={translate('assistant.placeholder')}
            onChange={(e) => setText(sanitizeChatInput(e.target.value))}
            slotProps={{
              htmlInput: { 'aria-label': translate('assistant.input_label'), inputMode: 'numeric', maxLength: CHAT_INPUT_MAX, autoComplete: 'off' },
            }}
          />
          <IconButton type="submit" color="primary" aria-label={translate('assistant.send')} disabled={!text.trim()}>
            <SendIcon />
          </IconButton>
        </Stack>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {translate(topics.hint)}
        </Typography>
      </Box>
    </Paper>
  );
}
