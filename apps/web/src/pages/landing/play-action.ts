/** Every landing call-to-action starts a guest session through the same action. */
export interface PlayAction {
  /** Signs in as a guest, then opens `destination` (a path of the app) or reloads the page. */
  start: (destination?: string) => void;
  isPending: boolean;
}
