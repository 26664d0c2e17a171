// Loaded by the repository's root index.html (a file, not inline: the pages'
// Content-Security-Policy allows no inline script): forwards to the app and
// keeps the fragment, so https://…/spieltisch/#/play/<id> still opens that game.
location.replace(`www/${location.hash}`);
