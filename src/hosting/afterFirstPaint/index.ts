/**
 * The page's scripts run after its first paint.
 *
 * Docusaurus loads `runtime~main.js` and `main.js` with `<script defer>`: they run as soon as the HTML is parsed and
 * they have arrived. When they arrive before the browser's first frame (main.js from the cache, a fast network, or a
 * busy phone that is slow to paint), the page's first paint waits for main.js to be evaluated, a few hundred
 * milliseconds on a phone. Here the HTML preloads them instead (the download starts as early, at the low priority of a
 * deferred script, so that the stylesheet goes first), and a small inline script runs them, in order, once the first
 * frame is painted.
 */

/** After the first frame, how long to wait for the first contentful paint's report before running the scripts. */
const FALLBACK_DELAY_MS = 300;

/**
 * The loader's Trusted Types policy (src/shared/trustedTypes.ts): it accepts the URLs of the page's own preloaded
 * scripts, which are on the site's origin, and nothing from elsewhere.
 */
export const AFTER_FIRST_PAINT_POLICY = 'chatgnb-scripts-after-first-paint';

/** Marks the preloads that the loader turns into scripts. */
export const AFTER_FIRST_PAINT_ATTRIBUTE = 'data-after-first-paint';

/**
 * Docusaurus's page template (its documented default, `ssrTemplate`), with its `<script defer>` tags made preloads.
 * Docusaurus's own is `@docusaurus/core/lib/ssg/ssgTemplate.html.js` (src/upstream/inventory.json).
 */
export const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" ${AFTER_FIRST_PAINT_ATTRIBUTE} />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;

/**
 * Runs the preloaded scripts in order (`async = false`) once the first contentful paint is on screen: its
 * PerformanceObserver entry comes when the frame is presented, not when it is drawn, which on a busy phone is later.
 * A hidden tab paints nothing: its scripts run at once. A browser that reports no paint, or a page with nothing
 * contentful, runs them a moment after its first frame.
 * Inline, at the end of the body (allowed by its hash in the host's CSP, as every plugin's inline script); it sets
 * the scripts' URLs through its own Trusted Types policy, since it runs before the site's code.
 */
export const LOAD_AFTER_FIRST_PAINT_SCRIPT = `(function(){var done=false;var tt=window.trustedTypes;var policy=tt&&tt.createPolicy(${JSON.stringify(AFTER_FIRST_PAINT_POLICY)},{createScriptURL:function(url){if(new URL(url,location.href).origin!==location.origin)throw new TypeError('Not a script of this site: '+url);return url}});function run(){if(done)return;done=true;var links=document.querySelectorAll('link[${AFTER_FIRST_PAINT_ATTRIBUTE}]');for(var i=0;i<links.length;i++){var script=document.createElement('script');script.src=policy?policy.createScriptURL(links[i].href):links[i].href;script.async=false;document.head.appendChild(script)}}if(document.visibilityState==='hidden')return run();try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)setTimeout(run,0)}).observe({type:'paint',buffered:true})}catch(e){}requestAnimationFrame(function(){setTimeout(run,${FALLBACK_DELAY_MS})})})();`;
