globalThis.__BUILD_MANIFEST = {
  "pages": {
    "/_app": []
  },
  "devFiles": [],
  "polyfillFiles": [
    "static/chunks/0cz1d0mv5g_q7.js"
  ],
  "lowPriorityFiles": [
    "static/VSYpJwTqdUDYMZ34c0wF1/_buildManifest.js",
    "static/VSYpJwTqdUDYMZ34c0wF1/_ssgManifest.js",
    "static/VSYpJwTqdUDYMZ34c0wF1/_clientMiddlewareManifest.js"
  ],
  "rootMainFiles": [
    "static/chunks/1zgmbervt4bfj.js",
    "static/chunks/1k2w3nq2-wg_-.js",
    "static/chunks/12lb_6c3pswu5.js",
    "static/chunks/3lbm-r_1xmrrq.js",
    "static/chunks/3t6i_3lvi_934.js",
    "static/chunks/turbopack-077hmtqrhcoji.js"
  ],
  "rootMainFilesTree": {},
  "pagesChunkGroupBootstrapParams": {
    "/_not-found/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/_global-error/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/[...rest]/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/account/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/account/bookings/[reference]/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/activities/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/activity/[id]/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/auth/reset-password/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/blog/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/blog/[id]/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/blog/page/[page]/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/certifications/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/checkout/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/checkout/error/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/checkout/success/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/contact/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/cookies-policy/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/country/[id]/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/courses/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/courses/[id]/[slug]/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/courses/[id]/[slug]/lessons/[lesson]/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/destinations/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/how-it-works/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/payment/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/payment/course/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/place/[id]/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/places/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/privacy-policy/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/private-adventures/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/random-trip/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/terms-and-conditions/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/travel/[id]/[slug]/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    },
    "/[lang]/travel/[id]/[slug]/book/page": {
      "otherChunks": [
        "static/chunks/1zgmbervt4bfj.js",
        "static/chunks/1k2w3nq2-wg_-.js",
        "static/chunks/12lb_6c3pswu5.js",
        "static/chunks/3lbm-r_1xmrrq.js",
        "static/chunks/3t6i_3lvi_934.js"
      ],
      "runtimeModuleIds": [
        94553
      ]
    }
  },
  "chunkLoadingGlobal": "TURBOPACK"
};
