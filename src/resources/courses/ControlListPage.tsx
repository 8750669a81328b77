/**
 * /communist/course/control/list (issue 21; ROUTES.md group III "course control list"): our
 * reading — the course control rules of issue 20 (课程管控, /course/control) at the address the
 * spec names, guarded by the same module ('/course/control'). The same page, not a copy: the tab's
 * own component with its title.
 */
import { Box } from '@mui/material';
import { Title } from 'react-admin';
import ControlTab from './ControlTab';

export default function ControlListPage() {
  return (
    <Box sx={{ mt: 1 }}>
      <Title title="courses.tabs.control" />
      <ControlTab />
    </Box>
  );
}
