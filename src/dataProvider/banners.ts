/**
 * School banners (issue 21, /system/banner; server/modules/banners): the staff list and its
 * save/delete, and the active banners of the student home's carousel. The image is uploaded first
 * with fileMethods' uploadImage (POST /upload/image).
 */
import type { DataProvider } from 'react-admin';
import type { ActiveBanner, SchoolBannerRow } from '../../common/banners';
import type { DataClient } from './apiClient';
import type { FileMethods } from './files';

/** What 轮播图's form sends: POST /system/banner/save. Days 'YYYY-MM-DD' or '' (open). */
export interface SchoolBannerInput {
  id?: number;
  title: string;
  fileId: number;
  link: string;
  sort: number;
  startDay: string;
  endDay: string;
  enabled: boolean;
}

export function bannerMethods(client: DataClient) {
  return {
    /** GET /system/banner/list → SchoolBannerRow[] in display order (module '/system/banner'). */
    getSchoolBanners: () => client.get<SchoolBannerRow[]>('/system/banner/list', {}),
    /** POST /system/banner/save SchoolBannerInput → {id}; 10002 naming the field. */
    saveSchoolBanner: (input: SchoolBannerInput) => client.post<{ id: number }>('/system/banner/save', { ...input }),
    /** POST /system/banner/delete {id} → null. */
    deleteSchoolBanner: (id: number) => client.post<null>('/system/banner/delete', { id }),
    /** GET /system/banner/active → ActiveBanner[]: what the student home shows today. */
    getActiveBanners: () => client.get<ActiveBanner[]>('/system/banner/active', {}),
  };
}

export type BannerMethods = ReturnType<typeof bannerMethods>;
export type BannerDataProvider = DataProvider & BannerMethods & Pick<FileMethods, 'uploadImage'>;
