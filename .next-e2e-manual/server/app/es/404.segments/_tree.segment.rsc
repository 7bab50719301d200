:HL["/_next/static/chunks/37ii0nq18dv5b.css","style"]
3:[["children",{"s":"__PAGE__","h":160}]]
2:[["children",{"s":{"n":"rest","t":"c","k":"404","s":["account","activities","activity","auth","blog","certifications","checkout","contact","cookies-policy","country","courses","destinations","how-it-works","payment","place","places","privacy-policy","private-adventures","random-trip","share.png","terms-and-conditions","travel"]},"h":65600,"c":"$Q3"}]]
1:[["children",{"s":{"n":"lang","t":"d","k":"es","s":["api"]},"h":196656,"c":"$Q2"}]]
0:{"b":"VSYpJwTqdUDYMZ34c0wF1","t":{"t":{"s":"","h":131152,"c":"$Q1"}}}
