/** Every landing call-to-action starts a guest session through the same action. */
export interface PlayAction {
  start: () => void;
  isPending: boolean;
}
