/** Time comes in as a function so rules that depend on it are tested without waiting. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
