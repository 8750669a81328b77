/**
 * 课程评价 (/review and its six sub-pages; issue 20 "the evaluation of courses and teachers by
 * students"): ratings, statistics per course and per teacher, the stars' distribution, rating
 * windows, and a teacher's own ratings — each at its own address and module.
 */
import { COURSE_MODULES } from '../../../common/courses';
import MyRatingsTab from './MyRatingsTab';
import { REVIEW_TABS } from './paths';
import RatingAnalysisTab from './RatingAnalysisTab';
import RatingListTab from './RatingListTab';
import RatingStatsTab from './RatingStatsTab';
import RateWindowTab from './RateWindowTab';
import { TabbedPage } from './TabbedPage';

const PAGES = {
  list: <RatingListTab />, course: <RatingStatsTab by="course" />, teacher: <RatingStatsTab by="teacher" />,
  statistics: <RatingAnalysisTab />, settings: <RateWindowTab />, my: <MyRatingsTab />,
};

export default function ReviewPage() {
  return <TabbedPage base={COURSE_MODULES.review} tabs={REVIEW_TABS} pages={PAGES} />;
}
