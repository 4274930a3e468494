/**
 * Whether React has taken a node of the server's markup over (it keeps its props on the node). A part of
 * the page inside a Suspense boundary is hydrated after the shell, so its nodes stay dead for a while
 * after the first commit; React swallows a click on them meanwhile (it calls `stopPropagation` and
 * replays nothing), while the browser's default action (a radio checked) still happens.
 */
export const isLive = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactProps$'));
