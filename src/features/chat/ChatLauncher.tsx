/** The slot for the chat assistant's floating button; the chat widget fills it. */
export function ChatLauncher() {
  return null;
}
