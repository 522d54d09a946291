traced

