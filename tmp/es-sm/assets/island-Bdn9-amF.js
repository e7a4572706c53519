import{r as e}from"./lang-context-Bz3btrWM.js";var t=e();function n({name:e,children:n}){return(0,t.jsx)(`div`,{"data-island":e,children:n})}export{n as t};
//# sourceMappingURL=island-Bdn9-amF.js.map