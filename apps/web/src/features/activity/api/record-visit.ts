import { api } from '#lib/api-client';

const activityStateContract = () =>
  import('@pageshelf/contracts/activity').then((m) => m.activityStateSchema);

/**
 * `GET /me/activity?action=record_count`: records one library view and answers the visit counter.
 * The server decides who is counted (never crawlers) and whether the cap is passed.
 */
export const recordVisit = () =>
  api.get('/api/me/activity', activityStateContract, { query: { action: 'record_count' }, report: 'caller' });
