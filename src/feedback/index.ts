/** Readers' feedback, for the other capabilities (./README.md). */
export {REPORT_A_PROBLEM_PATH} from './ReportProblemLink';
export {useTrackEvent, type TrackEvent} from './useInsights';
export {default as FEEDBACK_EVENTS} from './events.json';
export {searchEnded} from './nextArticle';
