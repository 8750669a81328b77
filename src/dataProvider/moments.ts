/**
 * Typed custom methods of 校园动态 (issue 21 moments; server/modules/moments). Pages reach them with
 * `useDataProvider<MomentsDataProvider>()`. The moderation list is the CRUD resource `moments`
 * (GET /moments/list with the filters status, themeId, name, reported); images are uploaded first
 * with fileMethods' uploadImage (POST /upload/image).
 */
import type { DataProvider } from 'react-admin';
import type { Page } from '../../common/envelope';
import type { MomentDetail, MomentLikeResult, MomentOptions, MomentRow, MomentTheme } from '../../common/moments';
import type { DataClient } from './apiClient';
import type { FileMethods } from './files';
import type { ResourceTable } from './resourceTypes';

export const momentResources: ResourceTable = {
  moments: { list: '/moments/list', one: '/moments/detail', create: '/moments/add' },
};

/** What the posting form sends: POST /moments/add. */
export interface MomentInput {
  content: string;
  fileIds: number[];
  themeId?: number;
  organizationId?: number;
}

/** What 动态话题's form sends: POST /moments/theme/save. */
export interface MomentThemeInput {
  id?: number;
  name: string;
  coverFileId?: number;
  description: string;
  sort: number;
  enabled: boolean;
}

export function momentMethods(client: DataClient) {
  return {
    /** GET /moments/feed {current, size, themeId?} → published posts, newest first. */
    getMomentFeed: (p: { current: number; size: number; themeId?: number }) => client.get<Page<MomentRow>>('/moments/feed', p),
    /** GET /moments/my-list {current, size} → the caller's own posts with their status. */
    getMyMoments: (p: { current: number; size: number }) => client.get<Page<MomentRow>>('/moments/my-list', p),
    /** GET /moments/options → enabled themes and the organisations the caller may post for. */
    getMomentOptions: () => client.get<MomentOptions>('/moments/options', {}),
    /** GET /moments/detail {id} → MomentDetail. */
    getMoment: (id: number) => client.get<MomentDetail>('/moments/detail', { id }),
    /** POST /moments/add MomentInput → {id}: waits for review. */
    addMoment: (input: MomentInput) => client.post<{ id: number }>('/moments/add', { ...input }),
    /** POST /moments/like {id, like} → {liked, likeCount}. */
    likeMoment: (id: number, like: boolean) => client.post<MomentLikeResult>('/moments/like', { id, like }),
    /** POST /moments/comment/add {id, content} → {id}. */
    commentMoment: (id: number, content: string) => client.post<{ id: number }>('/moments/comment/add', { id, content }),
    /** POST /moments/comment/delete {id} → null. */
    deleteMomentComment: (id: number) => client.post<null>('/moments/comment/delete', { id }),
    /** POST /moments/report/add {id, reason} → {id}. */
    reportMoment: (id: number, reason: string) => client.post<{ id: number }>('/moments/report/add', { id, reason }),
    /** POST /moments/audit {ids, result, opinion?} → the tally. */
    auditMoments: (input: { ids: number[]; result: 'pass' | 'reject'; opinion?: string }) => client.post<{ count: number }>('/moments/audit', input),
    /** POST /moments/takedown {id, reason} → null. */
    takeDownMoment: (id: number, reason: string) => client.post<null>('/moments/takedown', { id, reason }),
    /** GET /moments/theme/list → every theme. */
    getMomentThemes: () => client.get<MomentTheme[]>('/moments/theme/list', {}),
    /** POST /moments/theme/save MomentThemeInput → {id}. */
    saveMomentTheme: (input: MomentThemeInput) => client.post<{ id: number }>('/moments/theme/save', { ...input }),
    /** POST /moments/theme/delete {id} → null. */
    deleteMomentTheme: (id: number) => client.post<null>('/moments/theme/delete', { id }),
  };
}

export type MomentsMethods = ReturnType<typeof momentMethods>;
export type MomentsDataProvider = DataProvider & MomentsMethods & Pick<FileMethods, 'uploadImage'>;
