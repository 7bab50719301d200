:HL["/_next/static/chunks/37ii0nq18dv5b.css","style"]
5:[["children",{"s":"__PAGE__","h":160}]]
4:[["children",{"s":{"n":"page","t":"d","k":"5","s":[]},"h":65632,"c":"$Q5"}]]
3:[["children",{"s":"page","h":131168,"c":"$Q4"}]]
2:[["children",{"s":"blog","h":131136,"c":"$Q3"}]]
1:[["children",{"s":{"n":"lang","t":"d","k":"es","s":["api"]},"h":196656,"c":"$Q2"}]]
0:{"b":"VSYpJwTqdUDYMZ34c0wF1","t":{"t":{"s":"","h":131152,"c":"$Q1"}}}
