module.exports=[21425,a=>a.a(async(b,c)=>{try{var d=await a.y("next/dist/compiled/@vercel/og/index.node.js");a.n(d),c()}catch(a){c(a)}},!0)];

//# sourceMappingURL=%5Bexternals%5D_next_dist_compiled_%40vercel_og_index_node_01np1ap3ph7h4.js.map