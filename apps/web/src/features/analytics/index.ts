export { AnalyticsTracker } from './page-tracker';
