/**
 * 团学助手 (spec §1 "help assistant … hidden on login pages"): a floating button at the bottom right
 * of every page inside the shell that opens the chat panel. AppLayout mounts it only in the full
 * shell, so sign-in pages (routes outside the layout) and the bare pages never show it. Students get
 * their own topics, staff the seven of spec §1 (issue 18 item 7). On a phone (issue 18 item 1) a
 * floating button would cover chips and buttons at 375 px, so the shell passes `inline` and the
 * button sits in the header as an icon instead.
 */
import { useState } from 'react';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { Fab, IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isStudentIdentity } from '../../common/api';
import { readProfile } from '../layout/shellSession';
import { ChatPanel } from './ChatPanel';
import { useChat } from './useChat';

/** `inline`: a header icon (phones) instead of the floating button at the bottom right. */
export function Assistant({ inline = false }: { inline?: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const set = isStudentIdentity(readProfile().identity) ? 'student' : 'staff';
  const chat = useChat(set);
  const toggle = () => {
    if (!open) chat.greet();
    setOpen(!open);
  };
  const label = translate(open ? 'assistant.collapse' : 'assistant.open');
  return (
    <>
      {inline ? (
        <Tooltip title={translate('assistant.name')}>
          <IconButton color="inherit" aria-label={label} aria-expanded={open} onClick={toggle} data-testid="assistant-button">
            <SupportAgentOutlined />
          </IconButton>
        </Tooltip>
      ) : (
        <Tooltip title={translate('assistant.name')} placement="left">
          <Fab
            color="primary"
            size="medium"
            aria-label={label}
            aria-expanded={open}
            onClick={toggle}
            data-testid="assistant-button"
            sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (t) => t.zIndex.speedDial }}
          >
            <SupportAgentOutlined />
          </Fab>
        </Tooltip>
      )}
      {open ? <ChatPanel messages={chat.messages} onSend={chat.send} onClose={() => setOpen(false)} set={set} /> : null}
    </>
  );
}
