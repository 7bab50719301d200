:HL["/_next/static/chunks/37ii0nq18dv5b.css","style"]
3:[["children",{"s":"__PAGE__","h":160}]]
2:[["children",{"s":"terms-and-conditions","h":64,"c":"$Q3"}]]
1:[["children",{"s":{"n":"lang","t":"d","k":"en","s":["api"]},"h":48,"c":"$Q2"}]]
0:{"b":"VSYpJwTqdUDYMZ34c0wF1","t":{"t":{"s":"","h":80,"c":"$Q1"}}}
