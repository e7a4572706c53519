// The site's one inline script, shared by the build (which writes it into every page) and the server
// (whose Content-Security-Policy allows exactly this text by its hash; no other inline script runs).
//
// Why it exists: a module script in <head> is fetched while the page is parsed, and on a phone on a slow
// network its 80-100 KB compete with the page itself for the first round trips: the text the visitor came
// for waits for bytes that only make it interactive. The pages are prerendered with their stylesheet
// inline, so they can paint from the HTML alone; this loader asks for the scripts once the browser reports
// the first contentful paint (or after a frame where it cannot report paints, and after 3 s at the latest,
// e.g. in a background tab that does not paint), preloading the entry's chunks in parallel as
// <link rel="modulepreload"> would have. The scripts' URLs are in <meta name="app-scripts"> (entry first), so
// this text, and with it its hash, is the same in every build. `data-app-started` on <html> marks that the
// entry has run (or failed to load): the browser tests wait for it after each page load.
export const APP_LOADER_SCRIPT = [
  'const m=document.querySelector(\'meta[name="app-scripts"]\');',
  'if(m){let s=0;const go=()=>{if(s)return;s=1;const[e,...p]=m.content.split(" ");',
  "for(const h of p){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.append(l)}",
  "import(e).finally(()=>document.documentElement.setAttribute('data-app-started',''))};",
  "if(PerformanceObserver.supportedEntryTypes?.includes('paint')){",
  "new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go)}}).observe({type:'paint',buffered:true});",
  'setTimeout(go,3000)}else requestAnimationFrame(()=>setTimeout(go))}',
].join('');
