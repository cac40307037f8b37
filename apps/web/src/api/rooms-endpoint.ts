/**
 * The rooms are reached on the page's own origin under /rooms: the embedded server answers
 * matchmaking on any path containing /matchmake, and the production proxy routes /rooms/ to the
 * room processes (infra/proxy/nginx.conf).
 */
export function roomsEndpoint(): string {
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/rooms`;
}
