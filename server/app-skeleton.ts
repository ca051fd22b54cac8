/**
 * What a page the server has no drawing of (the signed-in pages, onboarding, the sandbox's own)
 * shows from its first paint until the app takes over: the navbar's bar and grey blocks where a
 * page's heading and cards come, drawn by the browser from the HTML alone (issue 30: those pages
 * stayed blank until their JavaScript had run, 0.5–0.7 s on this machine and 2 s or more on a
 * phone). The app treats it as it treats a prerendered page (src/main.tsx): it stays until the
 * page's route is ready, then React replaces it in one commit. Its styles are inline (the CSP
 * allows inline styles) and its colours and sizes are the theme's: Mantine's gray-0/gray-3, the
 * navbar's 64 px row, the container's 1140 px and 16 px gutters.
 */
const SKELETON_STYLE = `<style>
.app-skeleton{min-height:100vh;font-family:system-ui,sans-serif}
.app-skeleton .bar{height:64px;border-bottom:1px solid #dee2e6;background:#fff}
.app-skeleton .row{max-width:1140px;margin:0 auto;padding:0 16px;box-sizing:border-box}
.app-skeleton .bar .row{display:flex;align-items:center;justify-content:space-between;height:100%}
.app-skeleton .block{background:#f1f3f5;border-radius:8px}
.app-skeleton .logo{width:128px;height:28px}
.app-skeleton .menu{width:36px;height:36px;border-radius:50%}
.app-skeleton .page{padding-top:32px;display:grid;gap:16px}
.app-skeleton .title{width:min(320px,70%);height:34px}
.app-skeleton .line{width:min(220px,50%);height:20px}
.app-skeleton .cards{display:grid;gap:12px;grid-template-columns:repeat(2,1fr)}
.app-skeleton .card{height:88px}
.app-skeleton .panel{height:240px}
@media (min-width:768px){.app-skeleton .cards{grid-template-columns:repeat(4,1fr)}}
@media (prefers-reduced-motion:no-preference){.app-skeleton .block{animation:app-skeleton-pulse 1.5s ease-in-out infinite}}
@keyframes app-skeleton-pulse{50%{opacity:.55}}
.app-skeleton .loading{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
</style>`;

/** The skeleton's markup: `data-app-skeleton` names it for the app and the tests. */
export const APP_SKELETON = `${SKELETON_STYLE}<div class="app-skeleton" data-app-skeleton aria-busy="true">
<div class="bar"><div class="row"><div class="block logo"></div><div class="block menu"></div></div></div>
<div class="row page"><p class="loading" role="status">Loading…</p><div class="block title"></div><div class="block line"></div>
<div class="cards"><div class="block card"></div><div class="block card"></div><div class="block card"></div><div class="block card"></div></div>
<div class="block panel"></div></div></div>`;

const EMPTY_ROOT = '<div id="root"></div>';

/** The built index.html with the skeleton in its empty #root; any other page as it is. */
export function withAppSkeleton(indexHtml: string): string {
  return indexHtml.includes(EMPTY_ROOT)
    ? indexHtml.replace(EMPTY_ROOT, () => `<div id="root">${APP_SKELETON}</div>`)
    : indexHtml;
}
