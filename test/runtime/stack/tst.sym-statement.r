  <mod>`<fn> |  <mod>`<fn> |  <mod> |

