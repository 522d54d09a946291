dtrace: failed to open DIR: Is a directory
status 1
