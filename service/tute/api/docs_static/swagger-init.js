// Starts Swagger UI on the /docs page (tute.api.docs_ui). A file of its own, not an inline
// script, so that the page's Content-Security-Policy can allow scripts from the service only.
"use strict";

window.addEventListener("load", function () {
  var root = document.getElementById("swagger-ui");
  window.ui = SwaggerUIBundle({
    url: root.getAttribute("data-spec-url"),
    dom_id: "#swagger-ui",
    deepLinking: true,
    // no badge image from the online validator: the page loads nothing from elsewhere
    validatorUrl: null,
    // the page shows this service's spec only, whatever the query string says
    queryConfigEnabled: false,
  });
});
