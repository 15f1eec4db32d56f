/** What other features read of 代表小组 and 述职报告: the reviewers' list and one report (the lifecycle visualizer). */
export { useReportQuery, useReviewReportsQuery } from './behalf-team.api';
