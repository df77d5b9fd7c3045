/** Whether a request's URL is the API's (/api, /api/..., with or without a query). */
export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
