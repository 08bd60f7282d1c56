module github.com/quiver-go/quiver/gen

go 1.26

require github.com/dave/jennifer v1.7.1
