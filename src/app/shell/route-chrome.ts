/**
 * What a route tells the shell about its frame. /deleteaccount hides the navbar and side
 * navigation (001 §2.17); routes say so in `staticData` rather than the shell keeping a list
 * of paths.
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page stands alone: no navbar, no notices, no promotional banner. */
    withoutNavigation?: boolean;
    /** Nothing on the page or its overlays queries the API through TanStack Query, so its chunk need not load. */
    withoutQueries?: boolean;
  }
}

export {};
