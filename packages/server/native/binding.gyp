{
  "targets": [
    {
      "target_name": "sendfile",
      "sources": ["sendfile.c"],
      "cflags": ["-O2", "-Wall", "-Wextra"]
    },
    {
      "target_name": "memory",
      "sources": ["memory.c"],
      "cflags": ["-O2", "-Wall", "-Wextra"]
    }
  ]
}
