import { activityStateSchema } from '@pageshelf/contracts/activity';
import { api } from '../../../lib/api-client';

/**
 * `GET /me/activity?action=record_count`: records one library view and answers the visit counter.
 * The server decides who is counted (never crawlers) and whether the cap is passed.
 */
export const recordVisit = () =>
  api.get('/api/me/activity', activityStateSchema, { query: { action: 'record_count' }, report: 'caller' });
