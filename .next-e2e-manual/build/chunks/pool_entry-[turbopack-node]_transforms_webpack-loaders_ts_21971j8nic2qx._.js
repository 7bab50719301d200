var R=require("./[turbopack]_runtime.js")("chunks/pool_entry-[turbopack-node]_transforms_webpack-loaders_ts_21971j8nic2qx._.js")
R.c("chunks/[turbopack-node]_transforms_webpack-loaders_ts_1nw9y6mi1x-xw._.js")
R.c("chunks/[root-of-the-server]__1nvwxt65m8t91._.js")
R.m("[turbopack-node]/child_process/globals.ts [webpack_loaders] (ecmascript)")
R.m("[turbopack-node]/child_process/evaluate.ts/evaluate.js { INNER => \"[turbopack-node]/transforms/webpack-loaders.ts [webpack_loaders] (ecmascript)\", RUNTIME => \"[turbopack-node]/child_process/evaluate.ts [webpack_loaders] (ecmascript)\" } [webpack_loaders] (ecmascript)")
module.exports=R.m("[turbopack-node]/child_process/evaluate.ts/evaluate.js { INNER => \"[turbopack-node]/transforms/webpack-loaders.ts [webpack_loaders] (ecmascript)\", RUNTIME => \"[turbopack-node]/child_process/evaluate.ts [webpack_loaders] (ecmascript)\" } [webpack_loaders] (ecmascript)").exports
