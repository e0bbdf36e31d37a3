/** GET /v1/health: 200 when the API and its database answer; otherwise a 503 error body. */
export interface Health {
  status: 'ok';
  database: 'up';
}
