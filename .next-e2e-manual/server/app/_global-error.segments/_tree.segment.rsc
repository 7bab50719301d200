1:[["children",{"s":"__PAGE__","h":176}]]
0:{"b":"VSYpJwTqdUDYMZ34c0wF1","t":{"t":{"s":"","h":80,"c":"$Q1"}}}
