/**
 * The banners on top of 我的首页 (issue 21): the school's active banners of 系统设置 › 轮播图
 * (GET /system/banner/active, silent like the rest of the home) as a carousel; nothing when there
 * are none or the call fails.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { SILENT } from '../../dataProvider';
import type { BannerDataProvider } from '../../dataProvider/banners';
import { BannerCarousel } from '../banners/BannerCarousel';

export function HomeBanners() {
  const dataProvider = useDataProvider<BannerDataProvider>();
  const { data } = useQuery({ queryKey: ['active-banners'], queryFn: () => dataProvider.getActiveBanners(), ...SILENT, retry: false, staleTime: 60_000 });
  return data?.length ? <BannerCarousel banners={data} /> : null;
}
