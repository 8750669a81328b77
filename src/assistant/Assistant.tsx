/**
 * 团学助手 (spec §1 "help assistant … hidden on login pages"): a floating button at the bottom right
 * of every page inside the shell that opens the chat panel. AppLayout mounts it only in the full
 * shell, so sign-in pages (routes outside the layout) and the bare pages never show it. Students get
 * their own topics, staff the seven of spec §1 (issue 18 item 7).
 */
import { useState } from 'react';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { Fab, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isStudentIdentity } from '../../common/api';
import { readProfile } from '../layout/shellSession';
import { ChatPanel } from './ChatPanel';
import { useChat } from './useChat';

export function Assistant() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const set = isStudentIdentity(readProfile().identity) ? 'student' : 'staff';
  const chat = useChat(set);
  const toggle = () => {
    if (!open) chat.greet();
    setOpen(!open);
  };
  return (
    <>
      <Tooltip title={translate('assistant.name')} placement="left">
        <Fab
          color="primary"
          size="medium"
          aria-label={translate(open ? 'assistant.collapse' : 'assistant.open')}
          aria-expanded={open}
          onClick={toggle}
          data-testid="assistant-button"
          // On a phone the open panel covers the screen's width: the button steps aside.
          sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (t) => t.zIndex.speedDial, display: { xs: open ? 'none' : 'inline-flex', sm: 'inline-flex' } }}
        >
          <SupportAgentOutlined />
        </Fab>
      </Tooltip>
      {open ? <ChatPanel messages={chat.messages} onSend={chat.send} onClose={() => setOpen(false)} set={set} /> : null}
    </>
  );
}
