// Renders /openapi.json with Swagger UI (swagger-ui-dist, served from this server): no CDN, no
// inline script (the page's Content-Security-Policy allows this origin's scripts only).
/* global SwaggerUIBundle */
window.addEventListener('DOMContentLoaded', () => {
  window.ui = SwaggerUIBundle({
    url: '/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    // "Try it out" sends real requests to this server, with the token typed under "Authorize".
    tryItOutEnabled: false,
    validatorUrl: 'none',
  });
});
