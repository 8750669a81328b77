/**
 * Upload endpoints (issue 4; spec §5 image and attachment upload, §9 limits, §3 uploaded
 * attachment). Multipart POST with one `file` field; permission 'session'. Errors 10002:
 * '请选择要上传的文件', '一次只能上传一个文件', the spec §5 type and size messages, and
 * '文件内容与扩展名不符,请上传真实的文件' when the bytes are not what the name says.
 */
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_SIZE_MESSAGE, IMAGE_MAX_BYTES, POSTER_SIZE_MESSAGE, type UploadedFile } from '../../../common/activities.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { noParams } from '../../../common/schemas/fields.js';
import { storeUpload, type UploadRule } from './service.js';
import { sniffAttachment, sniffImage } from './sniff.js';

/** A POST multipart upload route of any signed-in user, stored by storeUpload under `rule`. */
function uploadRoute(path: string, summary: string, rule: UploadRule) {
  return defineRoute({
    method: 'POST', path, summary,
    permission: 'session', schema: noParams, uploads: true, fileTooLargeMessage: rule.sizeMessage,
    transactional: true,
    handler: ({ db, deps, session, request }): Promise<UploadedFile> => storeUpload(db, deps.config, session, request.body, rule),
  });
}

export const fileRoutes: AnyRoute[] = [
  /**
   * POST /upload/image multipart {file} → UploadedFile {id, url '/api/files/<key>', name, type 1,
   * size}: gif/jpeg/jpg/png by name and by bytes (IMAGE_TYPE_MESSAGE), at most 3 MB (POSTER_SIZE_MESSAGE).
   */
  uploadRoute('/upload/image', 'Uploads a poster image (spec §5 image upload).', { maxBytes: IMAGE_MAX_BYTES, sizeMessage: POSTER_SIZE_MESSAGE, sniff: sniffImage }),
  /**
   * POST /upload/file multipart {file} → UploadedFile: gif, jpeg, png, jpg, doc, docx, xls, xlsx,
   * pdf, checked by content; type 1 image, 3 doc/docx, 4 xls/xlsx, 5 pdf; at most 5 MB
   * (ATTACHMENT_SIZE_MESSAGE).
   */
  uploadRoute('/upload/file', 'Uploads an attachment (spec §5 attachment upload).', {
    maxBytes: ATTACHMENT_MAX_BYTES, sizeMessage: ATTACHMENT_SIZE_MESSAGE, sniff: sniffAttachment,
  }),
];
