/**
 * Uploaded files (spec §3 uploaded attachment) as links: `FileList` for the admin detail pages
 * (download links with their size), `AttachmentLinks` for the student pages (compact links that
 * open in a new tab).
 */
import AttachFileIcon from '@mui/icons-material/AttachFile';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import { Link, List, ListItem, ListItemIcon, ListItemText, Stack } from '@mui/material';
import type { UploadedFile } from '../../../common/activities';

/** '1.5 MB' or '12.0 KB' (at least 0.1 KB); '' for an unknown size. */
export function fileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '';
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(0.1, bytes / 1024).toFixed(1)} KB`;
}

/** Each file as a download link with its size below. */
export function FileList({ files }: { files: UploadedFile[] }) {
  return (
    <List dense disablePadding>
      {files.map((f) => (
        <ListItem key={f.id} disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}><AttachFileIcon fontSize="small" /></ListItemIcon>
          <ListItemText
            primary={<Link href={f.url} download={f.name} target="_blank" rel="noopener">{f.name}</Link>}
            secondary={fileSize(f.size)}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** Each file as a link with a clip icon, one per line. */
export function AttachmentLinks({ files }: { files: Pick<UploadedFile, 'id' | 'name' | 'url'>[] }) {
  return (
    <Stack spacing={0.5}>
      {files.map((a) => (
        <Link key={a.id} href={a.url} target="_blank" rel="noopener" underline="hover" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}>
          <AttachFileOutlined fontSize="small" />
          {a.name}
        </Link>
      ))}
    </Stack>
  );
}
