/**
 * Client-side upload checks of spec §5 (the server checks again, by the bytes, and its refusal is
 * shown too): the poster — gif/jpeg/jpg/png under 3 MB ('Only GIF, JPG, JPEG, PNG images allowed',
 * '海报图片不能超过3MB'), a returned URL containing '/null' is 'Image upload failed, please contact
 * the person in charge'; attachments — gif, jpeg, png, jpg, doc, docx, xls, xlsx, pdf under 5 MB each
 * ('attachment may not exceed 5MB'), at most 9. Uploads: the data provider's uploadImage and
 * uploadFile (POST /upload/image and /upload/file, silent: the field shows the refusal).
 */
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  type UploadedFile,
} from '../../../../common/activities';
import type { FileMethods } from '../../../dataProvider/files';

/** The provider's upload verbs (src/dataProvider/files.ts). */
export type Uploader = Pick<FileMethods, 'uploadImage' | 'uploadFile'>;

const IMAGE_MIMES = ['image/gif', 'image/jpeg', 'image/jpg', 'image/png'];

const extensionOf = (name: string) => (/\.([^.]+)$/.exec(name)?.[1] ?? '').toLowerCase();

/** The i18n key (under activities.launch.upload) of why a poster is refused, or null. */
export function posterProblem(file: File): string | null {
  const ext = extensionOf(file.name);
  if (!IMAGE_EXTENSIONS.includes(ext) || (file.type && !IMAGE_MIMES.includes(file.type))) return 'image_type';
  if (file.size >= IMAGE_MAX_BYTES) return 'poster_size';
  return null;
}

/** Why an attachment is refused when `already` files are attached, or null. */
export function attachmentProblem(file: File, already: number, max = ATTACHMENT_MAX_FILES): string | null {
  if (already >= max) return 'attachment_max';
  if (!ATTACHMENT_EXTENSIONS.includes(extensionOf(file.name))) return 'attachment_type';
  if (file.size >= ATTACHMENT_MAX_BYTES) return 'attachment_size';
  return null;
}

/** Thrown when the server answered with an unusable image URL (spec §5 '/null'). */
export class ImageUrlError extends Error {}

/** Uploads a poster (uploadImage) → UploadedFile; rejects with ImageUrlError on a '/null' URL. */
export async function uploadPoster(uploader: Uploader, file: File): Promise<UploadedFile> {
  const uploaded = await uploader.uploadImage(file);
  if (!uploaded?.url || uploaded.url.includes('/null')) throw new ImageUrlError('image_failed');
  return uploaded;
}

/** Uploads an attachment (uploadFile) → UploadedFile. */
export function uploadAttachment(uploader: Uploader, file: File): Promise<UploadedFile> {
  return uploader.uploadFile(file);
}
