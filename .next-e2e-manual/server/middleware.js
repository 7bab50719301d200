var R=require("./chunks/[turbopack]_runtime.js")("server/middleware.js")
R.c("server/chunks/[externals]__1mnu8h2lvoji7._.js")
R.c("server/chunks/[root-of-the-server]__1e5ol380c3wej._.js")
R.m(40754)
module.exports=R.m(40754).exports
